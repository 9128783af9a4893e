import { describe, expect, it } from 'vitest';
import { changesOf, fieldKey } from './index.tsx';

describe('the audit log', () => {
  it('lists only the fields a write changed, as text', () => {
    expect(
      changesOf({
        before: { name: 'Cũ', visible: true, sortOrder: 1, parentId: 4 },
        after: { name: 'Mới', visible: false, sortOrder: 2, parentId: null, note: null },
      }),
    ).toEqual([
      ['name', 'Cũ', 'Mới'],
      ['visible', 'Có', 'Không'],
      ['sortOrder', '1', '2'],
      ['parentId', '4', ''],
    ]);
    // Moments in Vietnam's time, as every date of the portal.
    expect(changesOf({ before: null, after: { updatedAt: '2026-11-23T05:54:35.957Z' } })).toEqual([
      ['updatedAt', '', '23/11/2026 12:54'],
    ]);
    // A creation has no before; a deletion no after.
    expect(changesOf({ before: null, after: { slug: 'a' } })).toEqual([['slug', '', 'a']]);
    expect(changesOf({ before: { slug: 'a' }, after: null })).toEqual([['slug', 'a', '']]);
    // Objects are shown as JSON, never as markup.
    expect(changesOf({ before: null, after: { files: [{ name: '<b>x</b>' }] } })[0]?.[2]).toContain('"<b>x</b>"');
  });

  it("shows a submission's state in the words of its timeline", () => {
    const line = { before: { status: 'under_review' }, after: { status: 'approved' } };
    expect(changesOf({ ...line, resource: 'proposals' })).toEqual([['status', 'Đang xem xét', 'Đã duyệt']]);
    expect(changesOf({ ...line, resource: 'feedback' })).toEqual([['status', 'under_review', 'approved']]);
    expect(changesOf({ before: { role: 'citizen' }, after: { role: 'editor' }, resource: 'users' })).toEqual([
      ['role', 'Người dân', 'Biên tập viên'],
    ]);
  });

  it('names a column as the screens name its field', () => {
    expect(fieldKey('parentId')).toBe('parent_id');
    expect(fieldKey('publishPhone')).toBe('publish_phone');
    expect(fieldKey('name')).toBe('name');
  });
});
