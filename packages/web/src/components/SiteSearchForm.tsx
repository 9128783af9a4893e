import { useEffect, useId, useRef } from 'react';
import { Form } from 'react-router';

/** Search the whole portal (news, products, big problems, documents); results on /search. */
export function SiteSearchForm({
  className = '',
  onSubmit,
  focus = false,
}: {
  className?: string;
  onSubmit?: () => void;
  /** Takes the focus when it appears (the phone's header opens it with a button). */
  focus?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label="Tìm kiếm trên cổng"
      className={`site-search ${className}`}
      onSubmit={onSubmit}
    >
      <label htmlFor={id} className="visually-hidden">
        Tìm kiếm trên cổng
      </label>
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        required
        maxLength={200}
        className="form-control form-control-sm"
        placeholder="Tìm kiếm trên cổng"
      />
      <button type="submit" className="btn btn-sm btn-light" title="Tìm trên cổng">
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
          <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m11 11 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Tìm trên cổng</span>
      </button>
    </Form>
  );
}
