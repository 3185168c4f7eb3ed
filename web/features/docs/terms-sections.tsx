import type { LegalSection } from './legal-document';

/** The sections of the terms of service, in order. */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Who these terms are with',
    body: (
      <>
        <p>
          Splits is software for running a track-and-field or cross-country team. Anyone may install it on their own server. Each
          installation is run by an <strong>operator</strong>: the school, club, federation, company or person who set it up and keeps it
          running. These terms are an agreement between you and the operator of the installation you are using, not the people who wrote the
          software.
        </p>
        <p>
          By creating an account or using this installation you accept these terms. If you use Splits on behalf of a school or club, you
          confirm that you may accept them for it.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <>
        <p>You sign in with an email address and a password. You agree to:</p>
        <ul>
          <li>give your real name and an email address you can read;</li>
          <li>keep your password to yourself and use one account per person;</li>
          <li>tell your team or the operator at once if you think someone else is using your account.</li>
        </ul>
        <p>
          If you are under 16, or under the age at which your country lets you consent to online services on your own, you may use Splits
          only with the permission of a parent or guardian, normally given through your school or club.
        </p>
      </>
    ),
  },
  {
    id: 'teams',
    title: 'Teams, roles and invitations',
    body: (
      <>
        <p>
          Everything in Splits belongs to a team (an organization). Each member has a role: <em>owner</em>, <em>admin</em>, <em>coach</em>{' '}
          or <em>athlete or parent</em>. Owners, admins and coaches manage the roster, meets, results, records and schedule; athletes,
          parents and volunteers read them and take part in messaging. The owner is responsible for the team and for who is in it.
        </p>
        <p>
          A team&apos;s invite link lets anyone who has it join that team as an athlete or parent. Share it only with the people you mean to
          invite. Owners and admins can replace the link at any time, which stops the old one from working.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content',
    body: (
      <>
        <p>
          Rosters, results, records, schedules, messages, photos and files that you or your team put into Splits remain yours and your
          team&apos;s. You allow the operator to store, copy and show them to the members of your team, as far as needed to run the service.
        </p>
        <p>
          You are responsible for what you add. Only upload personal details, photos or files that you have the right to share, and only
          with the consent the law requires, in particular for athletes who are minors.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You must not:</p>
        <ul>
          <li>post anything unlawful, threatening, harassing, hateful or sexual, or anything that endangers a minor;</li>
          <li>try to reach another team&apos;s data, another person&apos;s account, or parts of the service your role does not allow;</li>
          <li>upload malware, or overload, scan or disrupt the service;</li>
          <li>collect other members&apos; personal details for any purpose other than the team&apos;s activities;</li>
          <li>pretend to be someone else or enter results you know to be false.</li>
        </ul>
        <p>
          Coaches communicating with athletes who are minors should follow their school&apos;s or club&apos;s safeguarding rules; team
          channels keep such conversations visible to other staff.
        </p>
      </>
    ),
  },
  {
    id: 'results',
    title: 'Results and records',
    body: (
      <p>
        Marks, rankings, records and standards in Splits are what your team entered or imported. Splits is not an official results service:
        the meet&apos;s own timing and results remain the authority, and a record in Splits is a team record, not a ratified one.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes',
    body: (
      <p>
        The operator decides how this installation is hosted, backed up and updated, and may change or stop it. The operator should give
        reasonable notice before shutting an installation down so teams can export their data, but cannot promise that the service will
        always be available or free of errors.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Leaving and suspension',
    body: (
      <p>
        You can leave a team or delete your account at any time from Settings. A team owner can delete the team and its data. The operator
        may suspend or remove an account or a team that breaks these terms or the law, and will say why unless the law or the safety of
        others prevents it.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Warranty and liability',
    body: (
      <p>
        Splits is provided &quot;as is&quot;. To the extent the law allows, neither the operator nor the authors of the software give any
        warranty or are liable for indirect loss, lost data or lost results. Nothing in these terms limits liability that cannot be limited
        by law, or your rights as a consumer.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        The operator may update these terms. The date at the top shows the latest version. For significant changes the operator will tell
        members in advance, for example through the team&apos;s announcements.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about your team go to your team&apos;s owner or admins. Questions about these terms or this installation go to its
        operator, whose contact details your team owner can give you.
      </p>
    ),
  },
];
