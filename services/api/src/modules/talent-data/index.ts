/** What TalentDataModule publishes besides its Nest module: the name of the second demo team. */
export { SECOND_DEMO_TEAM_NAME } from './demo/talent-demo-seed.js';
