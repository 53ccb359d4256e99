// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { useLocale, useT } from './i18n-context.tsx';
import { setLocale } from './messages.ts';

function Greeting() {
  const t = useT();
  const { locale } = useLocale();
  return (
    <p>
      {locale}: {t('nav.cart')} / {t('errors.SMS_RESEND_WAIT', { Seconds: 30 })}
    </p>
  );
}

describe('i18n context', () => {
  it('re-renders with the new catalogue when the locale is switched at run time', async () => {
    await setLocale('en');
    renderWithProviders(<Greeting />);
    screen.getByText('en: Cart / Code sent, please retry in 30 seconds');
    await act(() => setLocale('zh-CN'));
    screen.getByText('zh-CN: 购物车 / 验证码已发送，请30秒后重试');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(localStorage.getItem('amber:prefs.locale')).toBe('"zh-CN"');
  });
});
