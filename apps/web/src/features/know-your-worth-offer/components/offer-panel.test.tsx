import { API_PATHS, RATE_CARD_MESSAGES, type OfferEstimate } from '@smartmove/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfferPanel } from './offer-panel';

const toast = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toast);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const SENT_AT = '2026-11-20T12:00:00.000Z';

const ESTIMATE: OfferEstimate = {
  range: { min: 90, max: 115 },
  label: '$90–$115/hr',
  perSkill: [
    { skill: 'SQL', years: 4, min: 50, max: 65 },
    { skill: 'Jenkins', years: 12, min: 90, max: 115 },
    { skill: 'Rust', years: 2, min: null, max: null },
  ],
  suggestedOffer: 'We estimate your market rate at $90–$115/hr.',
};

/** Answers the estimate, and SendOffer with `sendAnswer`; records what was sent. */
function serve(sendAnswer: Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes(API_PATHS.getOfferEstimate)) return Promise.resolve(Response.json(ESTIMATE));
      if (url.includes(API_PATHS.sendOffer)) {
        sent.push(JSON.parse(String(init?.body)));
        return Promise.resolve(sendAnswer);
      }
      return Promise.resolve(new Response(null, { status: 404 }));
    }),
  );
  return sent;
}

function renderPanel(onSent = vi.fn(), offerSentAt: string | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OfferPanel
        inquiryId="lead-1"
        email="linus@example.com"
        status={offerSentAt ? 'offer-sent' : 'new'}
        offerSentAt={offerSentAt}
        onSent={onSent}
      />
    </QueryClientProvider>,
  );
  return onSent;
}

describe('OfferPanel', () => {
  it('shows the estimated range, each skill from the rate card and the offer pre-filled', async () => {
    serve(Response.json({ id: 'lead-1', status: 'offer-sent', offerSentAt: SENT_AT }));
    renderPanel();
    const range = await screen.findByText('Estimated range');
    expect(range.nextElementSibling?.textContent).toBe('$90–$115/hr');
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['SQL4$50–$65/hr', 'Jenkins12$90–$115/hr', 'Rust2Not on the rate card']);
    expect((screen.getByLabelText('Offer') as HTMLTextAreaElement).value).toBe(ESTIMATE.suggestedOffer);
    expect(screen.getByText('New')).toBeTruthy();
  });

  it('sends the offer as edited, then says so and shows Offer sent', async () => {
    const sent = serve(Response.json({ id: 'lead-1', status: 'offer-sent', offerSentAt: SENT_AT }));
    const onSent = renderPanel();
    const offer = (await screen.findByLabelText('Offer')) as HTMLTextAreaElement;
    fireEvent.change(offer, { target: { value: 'Come and work with us at $100/hr.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(screen.getByText('Offer sent')).toBeTruthy());
    expect(sent).toEqual([{ id: 'lead-1', offer: 'Come and work with us at $100/hr.' }]);
    expect(toast.notifySuccess).toHaveBeenCalledWith('Offer sent to linus@example.com');
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/^Offer sent on/).textContent).toBe('Offer sent on Nov 20, 2026');
  });

  it('asks before sending an offer already sent, and sends it again only as "Send again"', async () => {
    const sent = serve(Response.json({ id: 'lead-1', status: 'offer-sent', offerSentAt: SENT_AT }));
    const onSent = renderPanel(vi.fn(), '2026-11-18T12:00:00.000Z');
    expect(screen.getByText(/^Offer sent on/).textContent).toBe('Offer sent on Nov 18, 2026');
    await screen.findByLabelText('Offer');
    fireEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the e-mail again?' });
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ id: 'lead-1', offer: ESTIMATE.suggestedOffer, resend: true }]);
    expect(screen.getByText(/^Offer sent on/).textContent).toBe('Offer sent on Nov 20, 2026');
  });

  it('refreshes the lead when the server says the offer was already sent', async () => {
    serve(Response.json({ message: RATE_CARD_MESSAGES.offerAlreadySent }, { status: 409 }));
    const onSent = renderPanel();
    await screen.findByLabelText('Offer');
    fireEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(toast.notifyError).toHaveBeenCalledWith(RATE_CARD_MESSAGES.offerAlreadySent));
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('shows a refused offer on the Offer field and keeps the text', async () => {
    const sent = serve(
      Response.json(
        { message: RATE_CARD_MESSAGES.offerTooLong, errors: { offer: RATE_CARD_MESSAGES.offerTooLong } },
        { status: 400 },
      ),
    );
    const onSent = renderPanel();
    const offer = (await screen.findByLabelText('Offer')) as HTMLTextAreaElement;
    fireEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(offer.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(RATE_CARD_MESSAGES.offerTooLong)).toBeTruthy();
    expect(offer.value).toBe(ESTIMATE.suggestedOffer);
    expect(sent).toHaveLength(1);
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByText('New')).toBeTruthy();
  });

  it('asks for an offer before sending an empty one', async () => {
    const sent = serve(Response.json({ id: 'lead-1', status: 'offer-sent', offerSentAt: SENT_AT }));
    renderPanel();
    const offer = await screen.findByLabelText('Offer');
    fireEvent.change(offer, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText(RATE_CARD_MESSAGES.offerRequired)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
