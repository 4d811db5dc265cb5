import { describe, expect, it } from 'vitest';
import { portableDump } from './portable-dump.ts';

describe('portableDump', () => {
  it('sets transaction_timeout only on servers that have it (17 and later)', () => {
    const out = portableDump(
      "SET lock_timeout = 0;\nSET transaction_timeout = 0;\nSET client_encoding = 'UTF8';\n",
    );
    expect(out).not.toContain('SET transaction_timeout');
    expect(out).toContain(
      "SELECT pg_catalog.set_config('transaction_timeout', '0', false) WHERE pg_catalog.current_setting('server_version_num')::int >= 170000;",
    );
    expect(out).toContain('SET lock_timeout = 0;\n');
  });

  it('leaves MAINTAIN out of privilege statements (a MAINTAIN-only grant entirely), never out of a message', () => {
    const out = portableDump(
      [
        '--',
        '-- Name: TABLE reply_progress; Type: ACL; Schema: public; Owner: -',
        '--',
        '',
        'GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.reply_progress TO anon;',
        'GRANT ALL ON TABLE public.reply_progress TO service_role;',
        'GRANT MAINTAIN ON TABLE public.t TO authenticated;',
        'REVOKE MAINTAIN,SELECT ON TABLE public.t FROM anon;',
        "INSERT INTO public.messages (content_text) VALUES ('a message\nGRANT SELECT,MAINTAIN ON TABLE x TO y;\nSET transaction_timeout = 0;');",
      ].join('\n'),
    );
    expect(out.split('\n')).toEqual([
      '--',
      '-- Name: TABLE reply_progress; Type: ACL; Schema: public; Owner: -',
      '--',
      '',
      'GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE ON TABLE public.reply_progress TO anon;',
      'GRANT ALL ON TABLE public.reply_progress TO service_role;',
      '-- (MAINTAIN only, left out) GRANT MAINTAIN ON TABLE public.t TO authenticated;',
      'REVOKE SELECT ON TABLE public.t FROM anon;',
      "INSERT INTO public.messages (content_text) VALUES ('a message",
      'GRANT SELECT,MAINTAIN ON TABLE x TO y;',
      "SET transaction_timeout = 0;');",
    ]);
  });
});
