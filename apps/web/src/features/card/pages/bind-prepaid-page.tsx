import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { bindPrepaidCard } from '../api/prepaid.ts';
import { prepaidCardPath } from '../state/card-paths.ts';
import '../components/card.css';

/**
 * Bind a printed prepaid card (SPEC §2 coupons/bindPrepaidCard; §5 number and password required, §8 'wrong card
 * number or password'): the card becomes the member's and its page opens.
 */
export function BindPrepaidPage() {
  const t = useT();
  const ids = useId();
  const client = useQueryClient();
  const [number, setNumber] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!number.trim()) return setProblem(t('card.prepaid.bind.numberRequired'));
    if (!password.trim()) return setProblem(t('card.prepaid.bind.passwordRequired'));
    setBusy(true);
    setProblem(null);
    try {
      const card = await bindPrepaidCard(client, number.trim(), password.trim());
      toast(t('card.prepaid.bind.done', { name: card.name }), { kind: 'success' });
      navigate(prepaidCardPath, { id: String(card.id) });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="card-page">
      <PageHeader title={t('card.prepaid.bind.title')} />
      <form className="card-section card-form" onSubmit={submit} noValidate data-testid="prepaid-bind-form">
        <label htmlFor={`${ids}-number`}>{t('card.prepaid.bind.number')}</label>
        <input
          id={`${ids}-number`}
          className="card-field"
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          data-testid="prepaid-bind-number"
        />
        <label htmlFor={`${ids}-password`}>{t('card.prepaid.bind.password')}</label>
        <input
          id={`${ids}-password`}
          className="card-field"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={32}
          data-testid="prepaid-bind-password"
        />
        <p className="card-section__text">{t('card.prepaid.bind.hint')}</p>
        {problem ? (
          <p className="card-error" role="alert" data-testid="prepaid-bind-problem">
            {problem}
          </p>
        ) : null}
        <Button type="submit" block size="lg" loading={busy} data-testid="prepaid-bind-submit">
          {t('card.prepaid.bind.submit')}
        </Button>
      </form>
    </div>
  );
}
