/**
 * What IntakeModule publishes besides its exported service (AddTalentService): the task answer's
 * DTO, which My Requests (the requests module) documents its Add Talent tasks with.
 */
export { AddTalentTaskDto } from './dto/intake-responses.dto.js';
