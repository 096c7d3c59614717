import type { PaymentDirection } from '@betfront/contract/payments';
import type { PaymentRequestTopic } from '@betfront/contract/payment-requests';
import type { Queryable } from '../db/database';

interface TopicRow {
  id: number;
  parentId: number | null;
  direction: PaymentDirection | null;
  name: string;
}

/** Topic names are kept in Russian and English; every other language reads the English. */
export const topicNameColumn = (lng: string) => (lng === 'ru' ? 'name_ru' : 'name_en');

/** The topics with their sub-topics, in the operator's order, named in the language. */
export async function listTopics(db: Queryable, lng: string): Promise<PaymentRequestTopic[]> {
  const rows = await db.query<TopicRow>(
    `select id, parent_id as "parentId", direction, ${topicNameColumn(lng)} as name
     from payment_request_topics order by position, id`,
  );
  return rows
    .filter((row) => row.parentId === null)
    .map((topic) => ({
      id: topic.id,
      name: topic.name,
      direction: topic.direction,
      subTopics: rows.filter((row) => row.parentId === topic.id).map((sub) => ({ id: sub.id, name: sub.name })),
    }));
}

/** The sub-topic's direction when it belongs to the topic; undefined when it does not. */
export async function subTopicDirection(
  db: Queryable,
  topicId: number,
  subTopicId: number,
): Promise<PaymentDirection | null | undefined> {
  const rows = await db.query<{ direction: PaymentDirection | null }>(
    'select direction from payment_request_topics where id = $2 and parent_id = $1',
    [topicId, subTopicId],
  );
  return rows[0]?.direction;
}
