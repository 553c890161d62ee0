/** What SearchModule publishes besides DirectoryService: the directory DTOs the AI search answers with. */
export { DirectoryQueryDto } from './dto/directory-query.dto.js';
export { DirectoryAccountDto } from './dto/directory-response.dto.js';
