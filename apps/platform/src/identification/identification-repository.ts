import type { IdentityDocument } from '@betfront/contract/identification';
import type { Queryable } from '../db/database';

interface DocumentRow {
  id: string;
  documentType: IdentityDocument['document_type'];
  status: IdentityDocument['status'];
  reason: string | null;
  submittedAt: Date | string;
  decidedAt: Date | string | null;
}

const COLUMNS = `id::text as id, document_type as "documentType", status, reason, submitted_at as "submittedAt",
  decided_at as "decidedAt"`;

const documentOf = (row: DocumentRow): IdentityDocument => ({
  id: row.id,
  document_type: row.documentType,
  status: row.status,
  reason: row.reason,
  submitted_at: new Date(row.submittedAt).toISOString(),
  decided_at: row.decidedAt === null ? null : new Date(row.decidedAt).toISOString(),
});

export async function listDocuments(db: Queryable, userId: number): Promise<IdentityDocument[]> {
  const rows = await db.query<DocumentRow>(
    `select ${COLUMNS} from identity_documents where user_id = $1 order by id desc limit 50`,
    [userId],
  );
  return rows.map(documentOf);
}

/** Keeps a document waiting for the operator; false when one is waiting already (the unique index says so). */
export async function insertDocument(
  db: Queryable,
  userId: number,
  document: { documentType: string; contentType: string; bytes: Buffer },
): Promise<boolean> {
  const rows = await db.query(
    `insert into identity_documents (user_id, document_type, content_type, bytes) values ($1, $2, $3, $4)
     on conflict (user_id) where status = 'pending' do nothing returning id`,
    [userId, document.documentType, document.contentType, document.bytes],
  );
  return rows.length > 0;
}

export interface PendingDocument {
  id: string;
  userId: number;
  login: string;
  documentType: string;
  submittedAt: Date | string;
}

export async function listPendingDocuments(db: Queryable): Promise<PendingDocument[]> {
  return db.query<PendingDocument>(
    `select d.id::text as id, d.user_id as "userId", u.login, d.document_type as "documentType",
       d.submitted_at as "submittedAt"
     from identity_documents d join users u on u.id = d.user_id where d.status = 'pending' order by d.id`,
  );
}
