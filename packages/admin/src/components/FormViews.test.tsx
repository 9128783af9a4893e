// @vitest-environment jsdom

import { Box } from '@mui/material';
import { CreateInvitationInputSchema } from '@portal/shared/staff-invitations';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, TextInput, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { SchemaForm } from './FormViews.tsx';

afterEach(cleanup);

describe('a form checked by the server’s schema', () => {
  it('marks the labels of the fields the schema requires with “*”, at any depth, and no others', async () => {
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <SchemaForm schema={CreateInvitationInputSchema} record={{}} toolbar={false}>
          <TextInput source="full_name" label="Họ tên" />
          <Box>
            <TextInput source="email" label="Email" />
          </Box>
          <TextInput source="note" label="Ghi chú" />
        </SchemaForm>
      </AdminContext>,
    );
    // MUI draws the "*" in the label, hidden from screen readers (the field says it is required).
    const label = async (name: string) =>
      (await screen.findByRole('textbox', { name })).closest('.MuiFormControl-root')?.querySelector('label')
        ?.textContent;
    expect(await label('Họ tên')).toMatch(/^Họ tên\s\*$/);
    expect(await label('Email')).toMatch(/^Email\s\*$/);
    expect(await label('Ghi chú')).toBe('Ghi chú');
  }, 30_000);
});
