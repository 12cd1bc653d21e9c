import type { FastifyPluginAsync } from 'fastify';
import { registerBatchFailSwitch } from './registerBatchFailSwitch';
import { registerBookingFakes } from './registerBookingFakes';
import { registerDisqusFake } from './registerDisqusFake';
import { registerFollowButtonFakes } from './registerFollowButtonFakes';
import { registerFormFaults } from './registerFormFaults';
import { registerRequestCounts } from './registerRequestCounts';
import { registerTestRoutes } from './registerTestRoutes';
import { registerFakeVideoProviders } from './registerFakeVideoProviders';
import { registerFakePixel } from './registerFakePixel';

// The end-to-end harness's plugin (SERVER_PLUGINS, startServer.ts): test-only routes under /api/test/ and
// fault switches that work as hooks on the real routes, so no production handler knows of them. The
// built server registers it before its own routes; skip-override (what fastify-plugin sets) keeps its hooks
// at the root, where every route sees them.
const testPlugin: FastifyPluginAsync = async (app) => {
  registerRequestCounts(app);
  registerBatchFailSwitch(app);
  registerFormFaults(app);
  registerTestRoutes(app);
  registerBookingFakes(app);
  registerDisqusFake(app);
  registerFakeVideoProviders(app);
  registerFollowButtonFakes(app);
  registerFakePixel(app);
};
Object.assign(testPlugin, { [Symbol.for('skip-override')]: true });

export default testPlugin;
