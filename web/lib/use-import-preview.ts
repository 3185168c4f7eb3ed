import { useState } from 'react';
import { errorMessage } from './api-error';

interface ImportSteps<P, A> {
  /** the server's preview of the pasted or uploaded text */
  check: (text: string) => Promise<P>;
  /** the all-or-nothing import of the same text */
  commit: (text: string) => Promise<A>;
  /** after a successful import: tell the user, close the dialog */
  done: (answer: A) => void;
  /**
   * Whatever else the check depends on besides the text (the meet event chosen for a .lif): a
   * preview checked with another value is stale, like one of other text.
   */
  variant?: string;
}

/**
 * The flow every import dialog shares: text in, preview it, import exactly what was checked,
 * keep the text and show the server's message when a step fails.
 */
export function useImportPreview<P, A>({ check, commit, done, variant = '' }: ImportSteps<P, A>) {
  const [text, setText] = useState('');
  const [checkedText, setCheckedText] = useState('');
  const [checkedVariant, setCheckedVariant] = useState('');
  const [preview, setPreview] = useState<P | null>(null);
  const [error, setError] = useState<string | null>(null);

  const runPreview = async () => {
    setError(null);
    try {
      setPreview(await check(text));
      setCheckedText(text);
      setCheckedVariant(variant);
    } catch (e) {
      setPreview(null);
      setError(errorMessage(e));
    }
  };

  const runImport = async () => {
    setError(null);
    try {
      const answer = await commit(text);
      setText('');
      setPreview(null);
      done(answer);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return {
    text,
    setText,
    preview,
    stale: preview !== null && (checkedText !== text || checkedVariant !== variant),
    error,
    runPreview,
    runImport,
  };
}
