// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, type DataProvider, RecordContextProvider, testDataProvider, useLocation } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { IndicatorValues } from '../resources/indicators/index.tsx';
import { backToParent } from './ChildRecords.tsx';

afterEach(cleanup);

/** Where the router is, and the state it carries (the create form's defaults). */
function Location() {
  const { pathname, state } = useLocation();
  return <output aria-label="location">{JSON.stringify({ pathname, state })}</output>;
}

/** The panel of an indicator's values (the indicators' edit view). */
const panel = (dataProvider: DataProvider) =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 7 }}>
        <IndicatorValues />
      </RecordContextProvider>
      <Location />
    </AdminContext>,
  );

// Rendering react-admin's screens in jsdom is slow on a loaded machine.
describe('ChildRecordsPanel', { timeout: 30_000 }, () => {
  it("lists the record's children, asked by their parent's id, newest first", async () => {
    const asked: unknown[] = [];
    panel(
      testDataProvider({
        getManyReference: async (_resource, params) => {
          asked.push(params);
          return { data: [{ id: '7:2025', period: '2025' }], total: 1 } as never;
        },
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Giá trị theo kỳ' })).toBeTruthy();
    // The period as people read it, not its code.
    expect(await screen.findByText('Năm 2025')).toBeTruthy();
    expect(asked[0]).toMatchObject({
      target: 'indicator_id',
      id: 7,
      sort: { field: 'period', order: 'DESC' },
      pagination: { page: 1, perPage: 25 },
    });
    // The add button opens the create form with the parent already filled in.
    fireEvent.click(screen.getByRole('link', { name: 'Thêm giá trị' }));
    expect(JSON.parse(screen.getByRole('status', { name: 'location' }).textContent ?? '')).toEqual({
      pathname: '/indicator-values/create',
      state: { record: { indicator_id: 7 } },
    });
  });

  it('says so when there are none', async () => {
    panel(testDataProvider({ getManyReference: async () => ({ data: [], total: 0 }) as never }));
    expect(await screen.findByText('Chưa có giá trị nào cho chỉ tiêu này.')).toBeTruthy();
  });
});

describe('backToParent', () => {
  const toProblem = backToParent('big-problems', 'big_problem_id', 'solutions');
  it("leads to the parent's page, else to the fallback", () => {
    expect(toProblem('solutions', 3, { id: 3, big_problem_id: 12 })).toBe('big-problems/12');
    expect(toProblem('solutions', 3, { id: 3, big_problem_id: null })).toBe('solutions');
    expect(toProblem()).toBe('solutions');
  });
});
