/** What TalentModule publishes besides its exported services: the response DTOs other answers embed. */
export { PublicProfileResponseDto, RosterCardDto, RosterInfluencerDto } from './dto/talent-responses.dto.js';
