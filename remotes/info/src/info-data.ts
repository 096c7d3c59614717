import type {
  CashTerminalsAnswer,
  ContentPage,
  PaymentMethod,
  RuleChapter,
  RuleGroup,
  RuleGroupSummary,
} from '@betfront/contract/content';
import type { Article, ArticleSummary } from '@betfront/contract/articles';
import type { NoticeKind } from './routing/info-routes';

/** The maintenance notice, already in its language and with its times formatted on the server. */
/**
 * The maintenance notice in its own language (not always the page's). Its times (seconds) are written where the
 * page renders, in the visitor's time zone, into the notice's time texts.
 */
export interface MaintenanceNotice {
  title: string;
  text: string;
  language: string;
  timeTexts: Readonly<Record<string, string>>;
  startedAt: number | null;
  endedAt: number | null;
}

/** What the development debugger page shows of the site config. */
export interface DebuggerConfig {
  projectName: string;
  domain: string;
  defaultLanguage: string;
  features: number[];
  routes: number[];
  maintenanceActive: boolean;
}

/** What one route of the info remote shows; `view` picks the page component. */
export type InfoData =
  | { view: 'page'; page: ContentPage; sectionId: string | null }
  | { view: 'rules-index'; groups: RuleGroupSummary[] }
  | { view: 'rules-group'; groups: RuleGroupSummary[]; group: RuleGroup }
  | { view: 'rules-chapter'; groups: RuleGroupSummary[]; group: RuleGroupSummary; chapter: RuleChapter }
  | { view: 'rules-frame'; groups: RuleGroupSummary[]; group: RuleGroup }
  | { view: 'payment'; page: ContentPage; methods: PaymentMethod[] }
  | { view: 'cash-terminals'; page: ContentPage; terminals: CashTerminalsAnswer }
  | { view: 'betting-calculator'; page: ContentPage }
  | { view: 'news'; articles: ArticleSummary[] }
  | { view: 'news-article'; article: Article; more: ArticleSummary[] }
  | { view: 'notice'; kind: NoticeKind }
  | { view: 'maintenance'; notice: MaintenanceNotice }
  | { view: 'debugger'; config: DebuggerConfig };
