import { describe, expect, it } from 'vitest';
import { redactUrl, withRequestSerializer } from './request-log.js';

describe('redactUrl', () => {
  it('replaces the upload key however the name is written, and keeps the rest as sent', () => {
    expect(redactUrl('/creator/api/photo/upload?sessionKey=abc_-1&kind=icon')).toBe(
      '/creator/api/photo/upload?sessionKey=[redacted]&kind=icon',
    );
    expect(redactUrl('/x?kind=icon&SessionKey=abc&hl=ko')).toBe(
      '/x?kind=icon&SessionKey=[redacted]&hl=ko',
    );
    expect(redactUrl('/x?%73essionKey=abc&sessionKey=def')).toBe(
      '/x?%73essionKey=[redacted]&sessionKey=[redacted]',
    );
    expect(redactUrl('/x?sessionKey')).toBe('/x?sessionKey=[redacted]');
    expect(redactUrl('/x?a=%E0%A4%A&sessionKey=k')).toBe('/x?a=%E0%A4%A&sessionKey=[redacted]');
    expect(redactUrl('/ajax/search2?keyword=sessionKey')).toBe('/ajax/search2?keyword=sessionKey');
    expect(redactUrl('/healthz')).toBe('/healthz');
  });

  it("replaces the single sign-on provider's authorization code and the sign-in state", () => {
    expect(redactUrl('/accounts/oidc/callback?code=SplxlOBe&state=af0ifjsl&iss=x')).toBe(
      '/accounts/oidc/callback?code=[redacted]&state=[redacted]&iss=x',
    );
  });
});

describe('withRequestSerializer', () => {
  it('adds the serializer to any logger options and leaves a disabled logger off', () => {
    expect(withRequestSerializer(false)).toBe(false);
    expect(withRequestSerializer(undefined)).toBeUndefined();
    const options = withRequestSerializer({ level: 'info' });
    expect(options).toMatchObject({ level: 'info', serializers: { req: expect.any(Function) } });
    expect(withRequestSerializer(true)).toMatchObject({
      serializers: { req: expect.any(Function) },
    });
  });
});
