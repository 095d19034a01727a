export { Modal, type ModalProps, type ModalSize, modalSizes } from './Modal.js';
export { VideoModal, type VideoModalProps, videoFrameAllow } from './VideoModal.js';
