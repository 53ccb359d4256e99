import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { confirm, toast, toastError } from '../../../ui/feedback/feedback.ts';
import { useCancelExchange } from '../api/cancel-exchange.ts';

/** Gives an exchange back after asking (Integrals/CancelExchange): its points, and any money, come back. */
export function CancelExchange({ orderNo }: { orderNo: string }) {
  const t = useT();
  const cancelling = useCancelExchange(orderNo);
  const cancel = async () => {
    const sure = await confirm({
      title: t('pointsmall.cancelTitle'),
      message: t('pointsmall.cancelQuestion'),
      okText: t('pointsmall.cancel'),
      cancelText: t('pointsmall.keep'),
    });
    if (!sure) return;
    try {
      await cancelling.mutateAsync();
      toast(t('pointsmall.cancelDone'), { kind: 'success' });
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Button
      variant="secondary"
      block
      onClick={() => void cancel()}
      loading={cancelling.isPending}
      data-testid="pm-cancel"
    >
      {t('pointsmall.cancel')}
    </Button>
  );
}
