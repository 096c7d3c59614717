import type { ContentPage } from '@betfront/contract/content';
import type { RemoteContext, Translate } from '@betfront/remote-kit';
import { BettingCalculator } from '../components/betting-calculator';
import { ContentSections } from '@betfront/ui';
import { InfoFrame } from '../components/info-frame';

export function BettingCalculatorPage({ ctx, t, page }: { ctx: RemoteContext; t: Translate; page: ContentPage }) {
  return (
    <InfoFrame ctx={ctx} t={t} heading={page.title} lead={page.description}>
      <BettingCalculator t={t} />
      <ContentSections sections={page.sections} lng={ctx.lng} />
    </InfoFrame>
  );
}
