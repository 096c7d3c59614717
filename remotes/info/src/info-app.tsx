import type { RemoteAppProps } from '@betfront/remote-kit';
import type { InfoData } from './info-data';
import { CashTerminalsPage } from './pages/cash-terminals-page';
import { ContentPageView } from './pages/content-page';
import { MaintenancePage } from './pages/maintenance-page';
import { NewsArticlePage } from './pages/news-article-page';
import { NewsPage } from './pages/news-page';
import { NoticePage } from './pages/notice-page';
import { PaymentPage } from './pages/payment-page';
import { RulesChapterPage } from './pages/rules-chapter-page';
import { RulesFramePage } from './pages/rules-frame-page';
import { RulesGroupPage } from './pages/rules-group-page';
import { RulesIndexPage } from './pages/rules-index-page';
import { calculatorView, debuggerView } from './pages/split-views';

export function InfoApp({ ctx, data, t }: RemoteAppProps<InfoData>) {
  switch (data.view) {
    case 'page':
      return <ContentPageView ctx={ctx} t={t} page={data.page} sectionId={data.sectionId} />;
    case 'rules-index':
      return <RulesIndexPage ctx={ctx} t={t} groups={data.groups} />;
    case 'rules-group':
      return <RulesGroupPage ctx={ctx} t={t} groups={data.groups} group={data.group} />;
    case 'rules-chapter':
      return <RulesChapterPage ctx={ctx} t={t} groups={data.groups} group={data.group} chapter={data.chapter} />;
    case 'rules-frame':
      return <RulesFramePage ctx={ctx} t={t} groups={data.groups} group={data.group} />;
    case 'payment':
      return <PaymentPage ctx={ctx} t={t} page={data.page} methods={data.methods} />;
    case 'cash-terminals':
      return <CashTerminalsPage ctx={ctx} t={t} page={data.page} terminals={data.terminals} />;
    case 'betting-calculator':
      return <calculatorView.View ctx={ctx} t={t} page={data.page} />;
    case 'news':
      return <NewsPage ctx={ctx} t={t} articles={data.articles} />;
    case 'news-article':
      return <NewsArticlePage ctx={ctx} t={t} article={data.article} more={data.more} />;
    case 'notice':
      return <NoticePage ctx={ctx} t={t} kind={data.kind} />;
    case 'maintenance':
      return <MaintenancePage notice={data.notice} />;
    case 'debugger':
      return <debuggerView.View ctx={ctx} t={t} config={data.config} />;
  }
}
