import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@core/constants';

export interface PasswordStrength {
  /** 0..100 for a meter */
  score: number;
  label: 'Too short' | 'Too long' | 'Weak' | 'Fair' | 'Strong';
  /** what would make it stronger */
  hint: string;
  acceptable: boolean;
}

/**
 * A hint, not a rule: the length bounds (8 to 128) are what the server enforces, together with its
 * list of common passwords. Variety of character kinds and length raise the score.
 */
export const passwordStrength = (password: string): PasswordStrength => {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return {
      score: Math.round((length / PASSWORD_MIN_LENGTH) * 25),
      label: 'Too short',
      hint: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
      acceptable: false,
    };
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return { score: 0, label: 'Too long', hint: `Use at most ${PASSWORD_MAX_LENGTH} characters.`, acceptable: false };
  }
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  const repeated = /^(.)\1+$/.test(password);
  const points = (length >= 12 ? 2 : length >= 10 ? 1 : 0) + kinds - (repeated ? 3 : 0);
  if (points >= 5) return { score: 100, label: 'Strong', hint: 'Good password.', acceptable: true };
  if (points >= 3) {
    return { score: 65, label: 'Fair', hint: 'Longer, or a mix of letters, digits and symbols, makes it stronger.', acceptable: true };
  }
  return { score: 40, label: 'Weak', hint: 'Add length, capitals, digits or symbols; avoid common words.', acceptable: true };
};
