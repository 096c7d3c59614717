import type { HeadArgs, PageHead } from '@betfront/remote-kit';
import type { InfoData } from './info-data';

function headingAndDescription({ data, t }: HeadArgs<InfoData>): { heading: string; description: string } {
  switch (data.view) {
    case 'page': {
      const section = data.sectionId && data.page.sections.find((candidate) => candidate.id === data.sectionId);
      return { heading: section ? section.title : data.page.title, description: data.page.description };
    }
    case 'payment':
    case 'cash-terminals':
    case 'betting-calculator':
      return { heading: data.page.title, description: data.page.description };
    case 'rules-index':
      return { heading: t('info.rules.title'), description: t('info.rules.lead') };
    case 'rules-group':
      return { heading: data.group.title, description: data.group.description };
    case 'rules-chapter':
      return { heading: data.chapter.title, description: data.group.description };
    case 'rules-frame':
      return { heading: t('info.rules.frame_title', { group: data.group.title }), description: data.group.description };
    case 'news':
      return { heading: t('news.title'), description: t('news.lead') };
    case 'news-article':
      return { heading: data.article.title, description: data.article.summary };
    case 'notice':
      return { heading: t(`info.notice.${data.kind}.title`), description: t(`info.notice.${data.kind}.text`) };
    case 'maintenance':
      return { heading: data.notice.title, description: data.notice.text };
    case 'debugger':
      return { heading: t('info.debugger.title'), description: t('info.debugger.text') };
  }
}

/** The page head: the page's own heading and description, the site name in the title. */
export function infoHead(args: HeadArgs<InfoData>): PageHead {
  const { heading, description } = headingAndDescription(args);
  return { title: args.t('info.head.title', { title: heading }), description };
}
