import { useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { Organization } from '@core/api/organizations';
import { PUBLIC_SLUG_PATTERN, type PublicPageSettings as PublicPageSettingsValue } from '@core/api/public-pages';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { usePatchPublicPageSettings, usePublicPageSettings } from './api/public-page-settings';

/** The team's public page: a switch (off by default), its address, and whether athletes with consent get a profile. */
export function PublicPageSettings({ organization }: { organization: Organization }) {
  const settings = usePublicPageSettings(organization.id);
  if (!settings.data) return null;
  // a saved address starts the field again from it
  return <PublicPageForm key={settings.data.slug} organization={organization} s={settings.data} />;
}

function PublicPageForm({ organization, s }: { organization: Organization; s: PublicPageSettingsValue }) {
  const patch = usePatchPublicPageSettings(organization.id);
  const canEdit = organization.capabilities.includes('organization:edit');
  const [slug, setSlug] = useState(s.slug);
  const [slugError, setSlugError] = useState<string | null>(null);

  const save = (change: { enabled?: boolean; athleteProfiles?: boolean; slug?: string }, done: string) =>
    patch.mutate(change, {
      onSuccess: () => {
        setSlugError(null);
        notify.success(done);
      },
      onError: (e) => {
        if (change.slug !== undefined) setSlugError(errorMessage(e));
        else notify.error(errorMessage(e), 'Could not change the setting');
      },
    });
  const saveSlug = () => {
    const next = slug.trim().toLowerCase();
    if (!PUBLIC_SLUG_PATTERN.test(next)) {
      setSlugError('Use 1-48 lower-case letters, digits and hyphens, not starting or ending with a hyphen.');
      return;
    }
    // turning the page on also saves the address shown, so what is on is what was typed
    save({ slug: next }, 'The public address is saved.');
  };

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Public page
        </Title>
        <Text size="sm" c="dimmed">
          A page anyone can open without signing in: the team&apos;s meets and schedule, results as they come in, records and course
          records. Draft meets never show. Athletes show as first name and last initial unless you allow profiles and they (or a parent, for
          an athlete under 18) agreed.
        </Text>
        <Switch
          checked={s.enabled}
          disabled={!canEdit || patch.isPending}
          onChange={(e) =>
            save(
              { enabled: e.currentTarget.checked, ...(e.currentTarget.checked ? { slug: slug.trim().toLowerCase() } : {}) },
              e.currentTarget.checked ? 'The public page is on.' : 'The public page is off.',
            )
          }
          label="Public page"
          description={canEdit ? undefined : 'Only the owner and admins can change this.'}
        />
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label="Address"
            leftSection={<Text size="xs">/t/</Text>}
            leftSectionWidth={32}
            value={slug}
            onChange={(e) => {
              setSlug(e.currentTarget.value);
              setSlugError(null);
            }}
            error={slugError}
            disabled={!canEdit}
            style={{ flex: 1 }}
          />
          {canEdit ? (
            <Button variant="default" onClick={saveSlug} loading={patch.isPending} disabled={slug.trim().toLowerCase() === s.slug}>
              Save address
            </Button>
          ) : null}
        </Group>
        {s.enabled ? (
          <Anchor href={s.url} target="_blank" rel="noopener" size="sm">
            {s.url}
          </Anchor>
        ) : null}
        <Switch
          checked={s.athleteProfiles}
          disabled={!canEdit || patch.isPending}
          onChange={(e) =>
            save(
              { athleteProfiles: e.currentTarget.checked },
              e.currentTarget.checked
                ? 'Athletes who agreed now have a public profile.'
                : 'Every athlete now shows as first name and initial.',
            )
          }
          label="Athlete profiles"
          description="Full name, photo, grade and PRs for athletes who agreed (a parent for those under 18)."
        />
      </Stack>
    </Card>
  );
}
