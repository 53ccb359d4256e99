// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n/messages.ts';
import { router } from '../../lib/router/use-route.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { MissingFeature } from './missing-feature.tsx';

afterEach(async () => {
  await act(async () => setLocale('en'));
});

describe('missing-feature page', () => {
  it('names a known feature and leads home', async () => {
    await act(async () => setLocale('en'));
    router.navigate('/pages/error/index', { type: 'unavailable', feature: 'lottery' });
    renderWithProviders(<MissingFeature feature="lottery" />);
    screen.getByRole('heading', { name: 'Lucky draws is not offered here' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(router.current().path).toBe('/pages/index/index');
  });

  it('speaks the shopper language', async () => {
    await act(async () => setLocale('zh-CN'));
    renderWithProviders(<MissingFeature feature="partner" />);
    screen.getByRole('heading', { name: '合伙人计划暂未开放' });
  });

  it('says the feature is not offered for an unknown name', async () => {
    await act(async () => setLocale('es'));
    renderWithProviders(<MissingFeature feature="spaceTravel" />);
    screen.getByRole('heading', { name: 'Esta función no está disponible aquí' });
  });
});
