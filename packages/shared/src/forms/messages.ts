/**
 * The new-message form.
 * Only the web app's forms import this file: the schemas stay out of the public pages' JavaScript.
 */

import { idField } from '../api/fields.ts';
import { sendMessage } from '../api/messages.ts';
import { withMessage } from './fields.ts';

/**
 * The new-message form (SPEC.md section 5): the call's body, with a member picked from the search
 * (the form's own words when none is).
 */
export const newMessageForm = sendMessage.body.extend({
  user_id: withMessage(idField, 'messages.recipientRequired'),
});
