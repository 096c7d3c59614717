import type { RemoteAppProps } from '@betfront/remote-kit';
import type { ConsultantData } from './consultant-data';
import { ConsultantPage } from './pages/consultant-page';

export function ConsultantApp({ ctx, t }: RemoteAppProps<ConsultantData>) {
  return <ConsultantPage lng={ctx.lng} t={t} />;
}
