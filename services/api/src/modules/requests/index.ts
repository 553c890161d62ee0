/** What RequestsModule publishes besides its Nest module: the name of the staff team the demo seeds make. */
export { STAFF_TEAM_NAME } from './demo/staff-user-seed.service.js';
