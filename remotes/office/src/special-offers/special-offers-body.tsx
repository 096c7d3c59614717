import type { SpecialOffer } from '@betfront/contract/special-offers';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { CARD_CLASS, EmptyState } from '@betfront/ui';
import { useCallback, useState } from 'react';
import type { OfficeData } from '../office-data';
import { RequestPending } from '../shared/request-notices';
import { useRequest } from '../shared/use-request';
import { OfferCard } from './offer-card';
import { answerSpecialOffer, loadSpecialOffers, offerErrorText } from './special-offers-api';

/** office.specialoffers: the operator's offers made to the player, each accepted or declined once. */
export function SpecialOffersBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const request = useRequest(
    ['special-offers', lng],
    useCallback((signal: AbortSignal) => loadSpecialOffers(lng, signal), [lng]),
  );
  const [answered, setAnswered] = useState<Readonly<Record<number, SpecialOffer>>>({});
  const [busyId, setBusyId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Readonly<Record<number, string>>>({});
  if (request.value === null) return <RequestPending request={request} t={t} />;
  const offers = request.value.offers.map((offer) => answered[offer.id] ?? offer);
  if (offers.length === 0) {
    return (
      <EmptyState
        title={t('office-offers.none.title')}
        text={t('office-offers.none.text')}
        action={{ href: `/${lng}/promo`, label: t('office-offers.none.action') }}
      />
    );
  }
  const answer = async (offerId: number, choice: 'accepted' | 'declined') => {
    setBusyId(offerId);
    setErrors((current) => ({ ...current, [offerId]: '' }));
    try {
      const offer = await answerSpecialOffer(lng, offerId, choice);
      setAnswered((current) => ({ ...current, [offerId]: offer }));
    } catch (failure) {
      setErrors((current) => ({ ...current, [offerId]: offerErrorText(failure, t) }));
    } finally {
      setBusyId(null);
    }
  };
  return (
    <ul className={CARD_CLASS.list} aria-label={t('office-offers.list')}>
      {offers.map((offer) => (
        <OfferCard
          key={offer.id}
          offer={offer}
          lng={lng}
          isBusy={busyId !== null}
          error={errors[offer.id] || null}
          onAnswer={(choice) => void answer(offer.id, choice)}
          t={t}
        />
      ))}
    </ul>
  );
}
