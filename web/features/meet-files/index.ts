/** The files a meet sends out (heat and results sheets, bibs, Hy-Tek and FinishLynx files): the meet page's menu. */
export { MeetFilesMenu } from './meet-files-menu';
