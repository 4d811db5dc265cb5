import { describe, expect, it } from 'vitest';
import type { AssistantProvider } from '../protocol.ts';
import { selectProvider, withFairHousing } from '../select-provider.ts';

describe('selectProvider', () => {
  it('defaults to local', () => {
    expect(selectProvider({})).toBeTypeOf('function');
    expect(selectProvider({ ASSISTANT_PROVIDER: '' })).toBeTypeOf('function');
  });

  it('the local analyst is deterministic (Regenerate would copy it); model providers are not', () => {
    expect(selectProvider({}).deterministic).toBe(true);
    expect(
      selectProvider({ ASSISTANT_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-x' }).deterministic,
    ).toBeFalsy();
  });

  it('openai needs OPENAI_API_KEY for api.openai.com', () => {
    expect(() => selectProvider({ ASSISTANT_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY/);
    expect(() => selectProvider({ ASSISTANT_PROVIDER: 'openai', OPENAI_API_KEY: '  ' })).toThrow(
      /OPENAI_API_KEY/,
    );
    expect(selectProvider({ ASSISTANT_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-x' })).toBeTypeOf('function');
  });

  it('openai against a local server works without a key; the base URL must be a URL', () => {
    expect(
      selectProvider({
        ASSISTANT_PROVIDER: 'openai',
        OPENAI_BASE_URL: 'http://localhost:11434/v1',
        OPENAI_MODEL: 'llama3.2',
      }),
    ).toBeTypeOf('function');
    expect(() =>
      selectProvider({ ASSISTANT_PROVIDER: 'openai', OPENAI_BASE_URL: 'localhost:11434' }),
    ).toThrow(/OPENAI_BASE_URL must be an http\(s\) URL/);
  });

  it('voiceflow needs VOICEFLOW_API_KEY and VOICEFLOW_PROJECT_ID', () => {
    expect(() => selectProvider({ ASSISTANT_PROVIDER: 'voiceflow', VOICEFLOW_PROJECT_ID: 'p' })).toThrow(
      /VOICEFLOW_API_KEY/,
    );
    expect(() => selectProvider({ ASSISTANT_PROVIDER: 'voiceflow', VOICEFLOW_API_KEY: 'VF.DM.x' })).toThrow(
      /VOICEFLOW_PROJECT_ID/,
    );
    expect(
      selectProvider({
        ASSISTANT_PROVIDER: 'voiceflow',
        VOICEFLOW_API_KEY: 'VF.DM.x',
        VOICEFLOW_PROJECT_ID: 'p',
      }),
    ).toBeTypeOf('function');
    expect(() =>
      selectProvider({
        ASSISTANT_PROVIDER: 'voiceflow',
        VOICEFLOW_API_KEY: 'VF.DM.x',
        VOICEFLOW_PROJECT_ID: 'p',
        VOICEFLOW_BASE_URL: 'nope',
      }),
    ).toThrow(/VOICEFLOW_BASE_URL/);
  });

  it('unknown providers are named', () => {
    expect(() => selectProvider({ ASSISTANT_PROVIDER: 'gpt' })).toThrow('Unknown ASSISTANT_PROVIDER "gpt"');
  });
});

describe('fair housing comes before every provider', () => {
  const collect = async (iterable: AsyncIterable<{ payload?: unknown }>) => {
    let out = '';
    for await (const t of iterable) out += (t.payload as { content?: string } | undefined)?.content ?? '';
    return out;
  };

  it('answers steering and compliance itself and never calls the model', async () => {
    let calls = 0;
    const model: AssistantProvider = async function* () {
      calls++;
      yield { type: 'completion', payload: { state: 'content', content: 'model' } };
    };
    const guarded = withFairHousing(model);
    const steering = await collect(
      guarded('What part of Baltimore do most Jewish families live in?', [], new AbortController().signal),
    );
    expect(steering).toContain('**religion**');
    const compliance = await collect(
      guarded('Can I refuse an emotional-support dog?', [], new AbortController().signal),
    );
    expect(compliance).toContain('reasonable accommodation');
    expect(calls).toBe(0);
    expect(
      await collect(guarded('Homes near a synagogue under $400k?', [], new AbortController().signal)),
    ).toBe('model');
    expect(calls).toBe(1);
  });

  it('reads the conversation: a follow-up naming another class stays in the compliance thread', async () => {
    let calls = 0;
    const model: AssistantProvider = async function* () {
      calls++;
      yield { type: 'completion', payload: { state: 'content', content: 'model' } };
    };
    const guarded = withFairHousing(model);
    const question = 'I live in one side of my duplex. Can I refuse to rent to families with children?';
    const first = await collect(guarded(question, [], new AbortController().signal));
    expect(first).toContain('Mrs. Murphy');
    const history = [
      { role: 'user' as const, text: question },
      { role: 'assistant' as const, text: first },
    ];
    const race = await collect(guarded('what about race?', history, new AbortController().signal));
    expect(race).toContain('What fair-housing law allows (race or color)');
    expect(race).toContain('§ 1982');
    expect(calls).toBe(0);
  });

  it('the openai provider is guarded: no request reaches the server for a steering question', async () => {
    const provider = selectProvider({
      ASSISTANT_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    });
    const text = await collect(
      provider('Which neighborhoods have mostly white families?', [], new AbortController().signal),
    );
    expect(text).toContain('**race or color**');
  });
});
