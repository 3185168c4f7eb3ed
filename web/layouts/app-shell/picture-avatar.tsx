import { Avatar, type AvatarProps } from '@mantine/core';
import { appImageProps } from '../../lib/app-image';
import classes from './picture-avatar.module.css';

interface PictureAvatarProps extends Omit<AvatarProps, 'src' | 'alt' | 'children' | 'imageProps' | 'size'> {
  /** a profile photo or team logo reference (/api/files/…), or none */
  photo: string | null | undefined;
  /** shown without a photo, or when it fails to load */
  initials: string;
  /** CSS pixels */
  size: number;
}

/**
 * A person's photo or a team's logo, resized through the image endpoint (never the raw upload), and
 * their initials without one. Decorative, like the picture it stands for: the control around it
 * carries the name, so the initials are drawn by CSS and the avatar is hidden from assistive technology.
 */
export function PictureAvatar({ photo, initials, size, ...rest }: PictureAvatarProps) {
  const image = photo ? appImageProps(photo, size) : null;
  return (
    <Avatar
      {...rest}
      size={size}
      src={image?.src}
      alt=""
      imageProps={image?.srcSet ? { srcSet: image.srcSet, decoding: 'async' } : { decoding: 'async' }}
      aria-hidden="true"
    >
      <span className={classes.initials} data-initials={initials} />
    </Avatar>
  );
}
