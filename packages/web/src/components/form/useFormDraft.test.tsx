import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UNSAVED_CHANGES_QUESTION, useFormDraft } from './useFormDraft.ts';

const KEY = 'portal-draft:guest:note:new';

interface NoteValues {
  title: string;
  request_id: string;
  password: string;
}

/** A small form wired as the portal's forms are: a field, a one-time id, a secret, files beside the fields. */
function NoteForm() {
  const form = useForm<NoteValues>({ defaultValues: { title: '', request_id: 'once', password: '' } });
  const [files, setFiles] = useState<string[]>([]);
  const draft = useFormDraft(form, KEY, { omit: ['request_id'], extra: { value: files, restore: setFiles } });
  return (
    <form
      onSubmit={form.handleSubmit(() => {
        draft.saved();
      })}
    >
      <label htmlFor="title">Tiêu đề</label>
      <input id="title" {...form.register('title')} />
      <label htmlFor="password">Mật khẩu</label>
      <input id="password" type="password" {...form.register('password')} />
      <button type="button" onClick={() => setFiles((current) => [...current, 'upload-1'])}>
        Đính kèm
      </button>
      <output aria-label="Tệp">{files.join(',')}</output>
      <button type="submit">Lưu</button>
      <Link to="/tin-tuc">Tin tức</Link>
    </form>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/form', Component: NoteForm },
      { path: '/tin-tuc', Component: () => <h1>Tin tức</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const stored = () => JSON.parse(sessionStorage.getItem(KEY) ?? 'null');

/** The sweetalert2 question, answered with 'OK' or 'Hủy'. */
async function answer(button: 'OK' | 'Hủy') {
  expect(await screen.findByText(UNSAVED_CHANGES_QUESTION)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: button }));
}

beforeAll(() => {
  // jsdom has no media queries; sweetalert2 asks one (reduced motion) before it draws its icon.
  window.matchMedia ??= (media: string) =>
    ({
      matches: false,
      media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
});

afterEach(() => sessionStorage.clear());

describe('useFormDraft', { timeout: 20_000 }, () => {
  it('keeps the typed input and the files, never the one-time id or a password', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Tiêu đề'), { target: { value: 'Máy sấy nông sản' } });
    fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: 'Bimat@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đính kèm' }));
    await waitFor(() => expect(stored()).toEqual({ values: { title: 'Máy sấy nông sản' }, extra: ['upload-1'] }));
    expect(sessionStorage.getItem(KEY)).not.toContain('Bimat');
    // Back to what it opened with: nothing left to keep.
    fireEvent.change(screen.getByLabelText('Tiêu đề'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: '' } });
    expect(stored()).toEqual({ values: { title: '' }, extra: ['upload-1'] });
  });

  it('asks before leaving with unsaved input; Hủy stays, OK leaves, and Back fills the form again', async () => {
    const router = renderForm();
    fireEvent.change(screen.getByLabelText('Tiêu đề'), { target: { value: 'Máy sấy nông sản' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đính kèm' }));

    fireEvent.click(screen.getByRole('link', { name: 'Tin tức' }));
    await answer('Hủy');
    await waitFor(() =>
      expect([...router.state.blockers.values()].map((blocker) => blocker.state)).toEqual(['unblocked']),
    );
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Tiêu đề')).toHaveValue('Máy sấy nông sản');

    fireEvent.click(screen.getByRole('link', { name: 'Tin tức' }));
    await answer('OK');
    expect(await screen.findByRole('heading', { name: 'Tin tức' })).toBeInTheDocument();
    // Back only once the form's blocker is gone with the form (its cleanup runs after the render):
    // a Back while it was still registered went nowhere once, CI beside a build.
    await waitFor(() => expect(router.state.blockers.size).toBe(0));

    await act(() => router.navigate(-1));
    // The back step is a history pop the router handles after this tick: on a loaded machine (CI
    // beside a build) it took over findBy's default second once.
    expect(await screen.findByLabelText('Tiêu đề', {}, { timeout: 5000 })).toHaveValue('Máy sấy nông sản');
    expect(screen.getByRole('status', { name: 'Tệp' })).toHaveTextContent('upload-1');
  });

  it('leaves without a question when nothing was typed, and once saved', async () => {
    const router = renderForm();
    fireEvent.click(screen.getByRole('link', { name: 'Tin tức' }));
    expect(await screen.findByRole('heading', { name: 'Tin tức' })).toBeInTheDocument();

    await act(() => router.navigate('/form'));
    fireEvent.change(await screen.findByLabelText('Tiêu đề'), { target: { value: 'Máy sấy nông sản' } });
    expect(stored()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(sessionStorage.getItem(KEY)).toBeNull());
    fireEvent.click(screen.getByRole('link', { name: 'Tin tức' }));
    expect(await screen.findByRole('heading', { name: 'Tin tức' })).toBeInTheDocument();
    expect(screen.queryByText(UNSAVED_CHANGES_QUESTION)).toBeNull();
  });

  it('asks the browser before the tab closes only while the input is unsaved', () => {
    renderForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(screen.getByLabelText('Tiêu đề'), { target: { value: 'Máy sấy nông sản' } });
    expect(unload()).toBe(true);
  });
});
