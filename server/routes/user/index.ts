import type { FastifyInstance } from 'fastify';
import { getUser, patchUser, registerUser } from '@core/api/user';
import { currentUser, inAdminMode } from '../../auth/authorization';
import { registerCall } from '../../http/register-call';
import { presentUser } from '../../presenters/user';
import {
  createProfile,
  findUser,
  findUserByUid,
  roleIn,
  seesPersonalDataOf,
  shareAnOrganization,
  updateProfile,
} from '../../services/users/profiles';
import { badRequest, forbidden, notFound } from '../../http/http-error';
import { checkProfilePhotoReference } from '../../storage/image-reference';

const userNotFound = () => notFound('User not found', 'user-not-found');

export const userRoutes = async (app: FastifyInstance): Promise<void> => {
  registerCall(app, registerUser, async ({ auth, body }) => {
    // A photo belongs to a profile (users/<userId>/…), so none can exist before this call.
    if (body.profilePhoto != null) {
      throw badRequest(
        'body.profilePhoto: add a photo once your profile exists (upload it, then PATCH /api/user/patch)',
        'body.profilePhoto',
      );
    }
    const row = await createProfile(app.db, auth.uid, auth.email ?? '', body);
    return { id: row.id };
  });

  registerCall(app, getUser, async ({ auth, query, request }) => {
    const me = await findUserByUid(app.db, auth.uid);
    const target = await findUser(app.db, query.userId);
    if (!me || !target) throw userNotFound();
    const admin = inAdminMode(request, me);
    if (target.id !== me.id && !admin && !(await shareAnOrganization(app.db, me.id, target.id))) throw userNotFound();
    let roleName = null;
    if (query.organizationId && (admin || target.id === me.id || (await roleIn(app.db, me.id, query.organizationId)))) {
      roleName = await roleIn(app.db, target.id, query.organizationId);
    }
    const user = presentUser(target, roleName);
    // a team of minors: another member's email and birthdate only for owners, admins and coaches
    if (target.id === me.id || admin || (await seesPersonalDataOf(app.db, me.id, target.id))) return user;
    return { ...user, email: null, birthdate: null };
  });

  registerCall(app, patchUser, async ({ query, body, request }) => {
    const me = await currentUser(request);
    const target = await findUser(app.db, query.userId);
    if (!target) throw userNotFound();
    if (target.id !== me.id) throw forbidden('You can only edit your own profile');
    await checkProfilePhotoReference(app.db, body.profilePhoto, me.id);
    return presentUser(await updateProfile(app.db, me.id, body), null);
  });
};
