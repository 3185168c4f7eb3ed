import { describe, expect, it } from 'vitest';
import { greeting, resetPasswordMail } from './templates';

describe('mail greeting', () => {
  it('greets by the first name given, never by the address or its first part', () => {
    expect(greeting('Sam Runner', 'sam.runner@example.com')).toBe('Hi Sam,');
    expect(greeting('sam.runner', 'sam.runner@example.com')).toBe('Hello,');
    expect(greeting('sam.runner@example.com', 'sam.runner@example.com')).toBe('Hello,');
    expect(greeting('', 'sam.runner@example.com')).toBe('Hello,');
    expect(greeting(null, 'sam.runner@example.com')).toBe('Hello,');
  });

  it('the password-reset mail of an account without a name says Hello', () => {
    const mail = resetPasswordMail('sam.runner@example.com', 'sam.runner', 'https://splits.test/reset?token=x');
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.html).not.toContain('sam.runner');
  });
});
