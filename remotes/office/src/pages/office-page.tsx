import { Breadcrumbs, PageFrame } from '@betfront/ui';
import type { BreadcrumbItem } from '@betfront/ui';
import type { RemoteAppProps, Translate } from '@betfront/remote-kit';
import { AreaNav } from '../components/area-nav';
import { OfficeEmpty } from '../components/office-empty';
import { OfficeHub } from '../components/office-hub';
import { OfficeMenuNav } from '../components/office-menu-nav';
import { routeNameOf } from '../office-menu';
import type { OfficeData } from '../office-data';
import { PAGE_BODIES } from '../page-bodies';

/** Home, then the office or support when the page sits under them, then the menu section it belongs to. */
function parentsOf(lng: string, routeName: string, data: OfficeData, t: Translate): BreadcrumbItem[] {
  const home = { label: t('office.home'), href: `/${lng}` };
  const link = (path: string) => ({ label: t(`office.page.${routeNameOf(path)}.heading`), href: `/${lng}/${path}` });
  if (data.area === 'office' || data.area === 'payment-result') {
    if (routeName === 'office.menu') return [home];
    const section = data.menuPath && routeNameOf(data.menuPath) !== routeName ? [link(data.menuPath)] : [];
    return [home, link('office/menu'), ...section];
  }
  if (data.area === 'support' && routeName !== 'support') return [home, link('support')];
  return [home];
}

export function OfficePage({ ctx, data, t }: RemoteAppProps<OfficeData>) {
  const Body = PAGE_BODIES[ctx.route.name];
  const { lng } = ctx;
  const routeName = ctx.route.name;
  const heading = t(`${data.stem}.heading`, data.vars);
  const trail = [...parentsOf(lng, routeName, data, t), { label: heading }];
  const areaNav = data.area === 'access' || data.area === 'support' ? data.area : null;
  return (
    <PageFrame
      heading={heading}
      lead={t(`${data.stem}.description`, data.vars)}
      breadcrumbs={data.area !== 'blocked' && <Breadcrumbs label={t('office.breadcrumbs')} items={trail} />}
      nav={areaNav && <AreaNav lng={lng} area={areaNav} routeName={routeName} t={t} />}
      aside={
        data.area === 'office' &&
        routeName !== 'office.menu' && <OfficeMenuNav lng={lng} current={data.menuPath} t={t} />
      }
      asideOnWideOnly
    >
      {Body ? (
        <Body ctx={ctx} data={data} t={t} />
      ) : data.content === 'hub' && data.area === 'office' ? (
        <OfficeHub lng={lng} routeName={routeName} t={t} />
      ) : (
        <OfficeEmpty lng={lng} data={data} t={t} />
      )}
    </PageFrame>
  );
}
