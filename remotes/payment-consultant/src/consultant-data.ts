import type { RemoteRoute } from '@betfront/remote-kit';

export interface ConsultantData {
  page: 'consultant';
}

export function resolveConsultantRoute(route: RemoteRoute): ConsultantData | null {
  return route.name === 'payment-consultant' ? { page: 'consultant' } : null;
}
