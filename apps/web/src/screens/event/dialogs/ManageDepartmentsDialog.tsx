import type { Department } from '@showcaller/shared';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AddDepartmentsTab } from './AddDepartmentsTab';
import { RemoveDepartmentsTab } from './RemoveDepartmentsTab';
import { useAppT } from '@/i18n/appI18n';

interface ManageDepartmentsDialogProps {
  eventId: number;
  departments: readonly Department[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Manage Departments (docs/product.md#screens): tabs Add Departments and Remove Departments. */
export function ManageDepartmentsDialog({ eventId, departments, open, onOpenChange }: ManageDepartmentsDialogProps) {
  const t = useAppT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('rundown.departments.title')}</DialogTitle>
          <DialogDescription>{t('rundown.departments.description')}</DialogDescription>
        </DialogHeader>
        {open && (
          <Tabs defaultValue="add">
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="add">{t('rundown.departments.addTab')}</TabsTrigger>
              <TabsTrigger value="remove">{t('rundown.departments.removeTab')}</TabsTrigger>
            </TabsList>
            <TabsContent value="add">
              <AddDepartmentsTab eventId={eventId} departments={departments} onDone={() => onOpenChange(false)} />
            </TabsContent>
            <TabsContent value="remove">
              <RemoveDepartmentsTab eventId={eventId} departments={departments} />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
