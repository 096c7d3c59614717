import { z } from 'zod';
import { BackupRefused, writeBackup } from '../db/embedded-backup';
import { HttpError } from '../http/http-error';
import { defineAction } from './define-action';

/**
 * A copy of the embedded database written to a file, taken by the running platform (the embedded database opens in
 * one process) while it goes on serving.
 */
export const databaseBackup = defineAction(
  z.object({ file: z.string().trim().min(1, 'the file to write the backup to') }),
  async ({ db }, { file }) => {
    try {
      return await writeBackup(db, file);
    } catch (error) {
      if (error instanceof BackupRefused) throw new HttpError(409, 'backup_unavailable', error.message);
      throw error;
    }
  },
);
