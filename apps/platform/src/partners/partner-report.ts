import { z } from 'zod';
import { defineAction } from '../admin/define-action';

export interface PartnerReportRow {
  partnerId: string | null;
  tagKind: string | null;
  tag: string | null;
  signUps: number;
  depositors: number;
  /** Completed deposits per currency, decimal strings. */
  deposits: Record<string, string>;
}

/** The operator's view of partners: sign-ups and completed deposits by partner id and reflink tag. */
export const partnerReport = defineAction(
  z.object({ since: z.iso.date().optional() }),
  async ({ db }, { since }): Promise<{ partners: PartnerReportRow[] }> => {
    const rows = await db.query<{
      partnerId: string | null;
      tagKind: string | null;
      tag: string | null;
      signUps: number;
      depositors: number;
      deposits: Record<string, string> | null;
    }>(
      `with players as (
         select partner_id, tag_kind, tag, user_id from partner_attributions
         where $1::date is null or created_at >= $1::date
       ), sums as (
         select p.partner_id, p.tag_kind, p.tag, d.currency_iso, sum(d.amount)::text as amount
         from players p join payments d on d.user_id = p.user_id
         where d.direction = 'deposit' and d.status = 'completed'
         group by p.partner_id, p.tag_kind, p.tag, d.currency_iso
       )
       select p.partner_id as "partnerId", p.tag_kind as "tagKind", p.tag,
         count(*)::int as "signUps",
         count(*) filter (where exists (select 1 from payments d where d.user_id = p.user_id
           and d.direction = 'deposit' and d.status = 'completed'))::int as depositors,
         (select jsonb_object_agg(s.currency_iso, s.amount) from sums s
           where s.partner_id is not distinct from p.partner_id and s.tag_kind is not distinct from p.tag_kind
             and s.tag is not distinct from p.tag) as deposits
       from players p
       group by p.partner_id, p.tag_kind, p.tag
       order by count(*) desc, p.partner_id nulls last, p.tag nulls last`,
      [since ?? null],
    );
    return { partners: rows.map((row) => ({ ...row, deposits: row.deposits ?? {} })) };
  },
);
