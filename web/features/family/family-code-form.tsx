import { useState } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { isFamilyCode, normalizeFamilyCode, FAMILY_MESSAGES } from '@core/api/family';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useClaimFamilyCode } from './api/family';

/** A parent types the code a coach gave for their athlete; the link then waits for a coach's confirmation. */
export function FamilyCodeForm({ orgId, initialCode = '' }: { orgId: string; initialCode?: string }) {
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const claim = useClaimFamilyCode(orgId);
  const submit = () => {
    if (!isFamilyCode(normalizeFamilyCode(code))) {
      setError(FAMILY_MESSAGES.codeForm);
      return;
    }
    setError(null);
    claim.mutate(code, {
      onSuccess: (a) => {
        setCode('');
        notify.success(`Asked to be linked to ${a.firstName} ${a.lastName}. A coach will confirm it.`);
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
    >
      <Text size="sm" mb="xs">
        Parent or guardian? Enter the family code your coach gave you for your athlete.
      </Text>
      <Group align="flex-start" gap="xs">
        <TextInput
          label="Family code"
          placeholder="ABCD-2345"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={error}
          autoComplete="off"
          maxLength={40}
          style={{ flex: '1 1 12rem' }}
        />
        <Button type="submit" mt={25} loading={claim.isPending}>
          Link my athlete
        </Button>
      </Group>
    </form>
  );
}
