import { z } from 'zod';
import { JOB_LIST_STATES } from '../../../common/admin-jobs';
import { pageQuerySchema } from '../catalog/module';

/** GET /api/admin/jobs: `state` (only failed, the default) and the admin lists' `page` and `limit`. */
export const failedJobListSchema = pageQuerySchema.extend({
  state: z.preprocess((value) => (value === undefined || value === '' ? 'failed' : value), z.enum(JOB_LIST_STATES, { message: `state must be ${JOB_LIST_STATES.join(', ')}` })),
});
