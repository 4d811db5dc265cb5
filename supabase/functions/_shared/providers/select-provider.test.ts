import { describe, expect, it } from 'vitest';
import { selectProvider } from '../select-provider.ts';

describe('selectProvider', () => {
  it('defaults to local', () => {
    expect(selectProvider({})).toBeTypeOf('function');
    expect(selectProvider({ ASSISTANT_PROVIDER: '' })).toBeTypeOf('function');
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
