import type { AuditAction } from '@portal/shared/field-labels';
import { auditActionLabels } from '@portal/shared/field-labels';
import { describe, expect, it } from 'vitest';
import { recordStaffWrite } from './audit.ts';

describe('the audit log’s actions', () => {
  it('refuses to record an action it has no Vietnamese label for', async () => {
    const staff = { id: 1, email: 'admin@example.vn', role: 'admin' as const };
    const entry = { action: 'frobnicate' as AuditAction, resource: 'posts', recordId: 1 };
    await expect(recordStaffWrite({} as never, staff, entry, new Date(0))).rejects.toThrow(/no label for frobnicate/);
  });

  it('names every action in words, none of them its code', () => {
    for (const [action, label] of Object.entries(auditActionLabels)) {
      expect(label, action).toMatch(/^[A-ZÀ-Ỹ][^_]*$/u);
    }
  });
});
