import type { LegalSection } from './legal-document';

/** The sections of the privacy policy, in order. */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'controller',
    title: 'Who is responsible',
    body: (
      <p>
        The operator of this installation decides why and how personal data is processed here and is the data controller (or its equivalent
        under your law). The authors of the Splits software do not run this installation and receive no data from it. Within a team, the
        owner and admins decide what the team records about its athletes and are the first people to ask about it.
      </p>
    ),
  },
  {
    id: 'data',
    title: 'What is stored',
    body: (
      <>
        <ul>
          <li>
            <strong>Account:</strong> your email address and a hash of your password (the password itself is never stored), and your sign-in
            sessions with the browser and IP address they came from.
          </li>
          <li>
            <strong>Profile:</strong> first and last name, and if you give them, birthdate, gender, grade level, events, event groups and a
            profile photo.
          </li>
          <li>
            <strong>Team data:</strong> your teams and roles, the roster (which can include athletes without an account), meets, entries,
            results and splits, records, courses, schedule, messages and attachments.
          </li>
          <li>
            <strong>Technical data:</strong> server logs (time, address, request and response status) and sign-in attempt counters, used to
            keep the service secure and working.
          </li>
        </ul>
        <p>Splits does not ask for payment details, precise location or contacts from your phone.</p>
      </>
    ),
  },
  {
    id: 'purposes',
    title: 'Why it is used',
    body: (
      <p>
        Data is used only to run the service for your team: to sign you in, show your team its roster, results, records, schedule and
        messages, send the emails you ask for (such as a password reset), and protect the service from abuse. Depending on your law, the
        basis is the agreement you made by signing up, the team&apos;s legitimate interest in organising its athletes, consent where it is
        required, and legal duties. Your data is not used for advertising or sold, rented or traded to anyone.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who can see it',
    body: (
      <ul>
        <li>
          <strong>Your team:</strong> members see the roster, meets, results, records, courses and schedule of teams they belong to.
          Messages are seen by the members of the channel, and direct messages by the people in the conversation. Other teams on the same
          installation see nothing of yours.
        </li>
        <li>
          <strong>The operator&apos;s administrators:</strong> product administrators of this installation can open any team to support and
          maintain it.
        </li>
        <li>
          <strong>Service providers:</strong> the hosting, email and file storage companies the operator uses, who process data only on the
          operator&apos;s instructions.
        </li>
        <li>
          <strong>Authorities:</strong> only where the law requires it.
        </li>
      </ul>
    ),
  },
  {
    id: 'minors',
    title: 'Athletes who are minors',
    body: (
      <>
        <p>
          Many teams coach athletes under 18. Coaches may keep such athletes on the roster without the athlete ever having an account. The
          team and the operator must collect the consent of a parent or guardian where the law requires it (for example under COPPA for
          children under 13 in the United States, or the rules on children&apos;s consent in the GDPR and UK GDPR), and should record only
          what the team needs: a grade level rather than a birthdate where that is enough, and photos only with permission.
        </p>
        <p>
          Within a team, members&apos; email addresses and athletes&apos; birthdates are shown to the owner, admins and coaches only. A team
          can require approval for new members: someone who opens its invite link then sees nothing of the team until an owner or admin
          accepts them, and the owner and admins are told of every new member and request. Parents and coaches are not asked for a
          birthdate, grade or events when they sign up.
        </p>
        <p>A parent or guardian may ask the team owner or the operator to see, correct or delete their child&apos;s data at any time.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies, storage and analytics',
    body: (
      <>
        <p>
          Splits sets one cookie that keeps you signed in, and keeps your session, selected team and role in your browser&apos;s storage so
          the app opens where you left it. These are needed for the service and are removed when you sign out or clear them.
        </p>
        <p>
          Web analytics are off unless the operator turns them on. If they are on, the operator must tell you which provider measures page
          views and, where the law requires, ask for your consent first. There are no advertising or cross-site tracking cookies.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long it is kept, and deletion',
    body: (
      <>
        <p>
          Data is kept while your account and your team exist. When you delete your account in Settings, your sign-in identity, profile and
          sessions are removed and you leave every team. Team records of your results, such as the roster entry a coach created, belong to
          the team: ask the team owner to remove them, or ask the operator if the team does not respond. When an owner deletes a team, its
          data is deleted.
        </p>
        <p>
          Deleted data may remain in the operator&apos;s backups until they are replaced in the normal backup cycle, and logs are kept only
          as long as needed for security.
        </p>
      </>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <p>
        Depending on where you live you may ask to see the data held about you, receive a copy, correct it, delete it, or object to or
        restrict its use, and you may complain to your data protection authority. You can correct your profile and delete your account
        yourself in Settings; for anything else, contact the operator.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Passwords are stored only as slow, salted hashes; sign-in attempts are rate-limited; access tokens last one hour and are checked on
        every request; and the server checks your team and role before every read and write. The operator is responsible for serving the
        installation over HTTPS and for securing its server and backups.
      </p>
    ),
  },
  {
    id: 'location',
    title: 'Where data is stored',
    body: (
      <p>
        Data is stored in the database and file storage the operator chose, in the country where the operator hosts them. If that involves a
        transfer outside your country, the operator is responsible for the safeguards the law requires.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        The date at the top shows when this policy last changed; significant changes will be announced to members. For questions or requests
        about your data, contact your team owner or the operator of this installation.
      </p>
    ),
  },
];
