import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { bindPrepaidCard } from '../api/prepaid.ts';
import { CardPairFields } from '../components/card-pair-fields.tsx';
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
  // The problem and the field it is about: a refusal is about both, as it never says which half is wrong.
  const [problem, setProblem] = useState<{ text: string; on: 'number' | 'password' | 'both' } | null>(null);
  const [busy, setBusy] = useState(false);
  const problemId = `${ids}-problem`;
  const about = (field: 'number' | 'password') => {
    const on = problem !== null && (problem.on === field || problem.on === 'both');
    return { 'aria-invalid': on, 'aria-describedby': on ? problemId : undefined };
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!number.trim()) return setProblem({ text: t('card.prepaid.bind.numberRequired'), on: 'number' });
    if (!password.trim())
      return setProblem({ text: t('card.prepaid.bind.passwordRequired'), on: 'password' });
    setBusy(true);
    setProblem(null);
    try {
      const card = await bindPrepaidCard(client, number.trim(), password.trim());
      toast(t('card.prepaid.bind.done', { name: card.name }), { kind: 'success' });
      navigate(prepaidCardPath, { id: String(card.id) });
    } catch (error) {
      setProblem({ text: errorMessage(error), on: 'both' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="card-page">
      <PageHeader title={t('card.prepaid.bind.title')} />
      <form className="card-section card-form" onSubmit={submit} noValidate data-testid="prepaid-bind-form">
        <CardPairFields
          ids={ids}
          number={number}
          password={password}
          onNumber={setNumber}
          onPassword={setPassword}
          invalid={about}
          testId="prepaid-bind"
        />
        <p className="card-section__text">{t('card.prepaid.bind.hint')}</p>
        {problem ? (
          <p className="card-error" id={problemId} role="alert" data-testid="prepaid-bind-problem">
            {problem.text}
          </p>
        ) : null}
        <Button type="submit" block size="lg" loading={busy} data-testid="prepaid-bind-submit">
          {t('card.prepaid.bind.submit')}
        </Button>
      </form>
    </div>
  );
}
