import type { PostType } from '@tpp/contracts';
import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A post of a social account in one list (a post may appear in several lists). */
@Entity({ name: 'posts' })
@Unique('posts_account_type_post_key', ['socialAccountId', 'postType', 'postId'])
export class SocialPost {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'social_account_id', type: 'integer' })
  socialAccountId!: number;

  @Column({ name: 'post_type', type: 'text' })
  postType!: PostType;

  @Column({ name: 'post_id', type: 'text' })
  postId!: string;

  @Column({ type: 'text', default: '' })
  link!: string;

  @Column({ type: 'text', default: '' })
  image!: string;

  @Column({ type: 'text', default: '' })
  thumbnail!: string;

  @Column({ type: 'text', default: '' })
  caption!: string;

  @Column({ type: 'text', default: '' })
  text!: string;

  @Column({ type: 'integer', default: 0 })
  likes!: number;

  @Column({ type: 'integer', default: 0 })
  comments!: number;

  @Column({ type: 'integer', nullable: true })
  views!: number | null;

  @Column({ name: 'posted_at', type: 'timestamptz', nullable: true })
  postedAt!: Date | null;

  @Column({ type: 'integer', default: 0 })
  position!: number;
}
