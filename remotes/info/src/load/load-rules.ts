import type { LoadResult, RemoteContext } from '@betfront/remote-kit';
import type { ContentApi } from '../api/content-api';
import type { InfoData } from '../info-data';

const NOT_FOUND = { status: 404 } as const;

/** information/rules/:ruleGroup?/:chapter? — the index, a whole group or one chapter. */
export async function loadRules(api: ContentApi, ctx: RemoteContext): Promise<LoadResult<InfoData>> {
  const { ruleGroup, chapter } = ctx.route.params;
  const index = await api.rulesIndex();
  if (!index) return NOT_FOUND;
  const { groups } = index;
  if (!ruleGroup) return { status: 200, data: { view: 'rules-index', groups } };
  if (!chapter) {
    const group = await api.ruleGroup(ruleGroup);
    return group ? { status: 200, data: { view: 'rules-group', groups, group } } : NOT_FOUND;
  }
  const answer = await api.ruleChapter(ruleGroup, chapter);
  if (!answer) return NOT_FOUND;
  return { status: 200, data: { view: 'rules-chapter', groups, group: answer.group, chapter: answer.chapter } };
}

/** rules-frame?group= — one group's full rules for an embedding frame; the first group by default. */
export async function loadRulesFrame(api: ContentApi, ctx: RemoteContext): Promise<LoadResult<InfoData>> {
  const index = await api.rulesIndex();
  const slug = ctx.route.query.group ?? index?.groups[0]?.slug;
  if (!index || !slug) return NOT_FOUND;
  const group = await api.ruleGroup(slug);
  return group ? { status: 200, data: { view: 'rules-frame', groups: index.groups, group } } : NOT_FOUND;
}
