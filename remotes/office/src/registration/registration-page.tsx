import { RegistrationForm } from '@betfront/account-ui/registration';
import { socialErrorCodeSchema } from '@betfront/contract/registration';
import type { RemoteAppProps } from '@betfront/remote-kit';
import type { OfficeData } from '../office-data';

/** The registration page; `registration/socialregistration` opens on the social type and says why a return failed. */
export function RegistrationPage({ ctx, t }: RemoteAppProps<OfficeData>) {
  const isSocial = ctx.route.params.type === 'socialregistration';
  const socialError = socialErrorCodeSchema.safeParse(ctx.route.query.error);
  return (
    <RegistrationForm
      lng={ctx.lng}
      t={t}
      variant="page"
      {...(isSocial ? { initialTab: 'social' as const } : {})}
      socialError={isSocial && socialError.success ? socialError.data : null}
    />
  );
}
