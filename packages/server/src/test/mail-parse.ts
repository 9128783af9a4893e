/** A mail from the outbox, decoded: headers unfolded, encoded words and the body's transfer encoding undone. */
export interface OutboxMail {
  /** The From header, its name decoded. */
  from: string;
  to: string;
  subject: string;
  /** Every Content-Type header of the message (one for a single-part mail). */
  contentTypes: string[];
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=); the space between two of them is dropped. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

export function parseMail(raw: string): OutboxMail {
  const split = raw.indexOf('\n\n');
  const head = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = raw.slice(split + 2);
  const headers = head.split('\n').map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
  });
  const header = (name: string) => headers.find(([key]) => key === name)?.[1] ?? '';
  const encoding = header('content-transfer-encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
        : body;
  return {
    from: decodeHeader(header('from')),
    to: header('to'),
    subject: decodeHeader(header('subject')),
    contentTypes: [...raw.matchAll(/^content-type:\s*([^;\n]+)/gim)].map((match) => (match[1] ?? '').trim()),
    text,
  };
}
